// Keeps one crashing island from taking the page down: shows a notice with a retry button instead.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { firstLoadStrings as strings } from '../../theme/lib/first-load-strings.ts';

interface State {
  error: unknown;
}

/** Renders its children, or 页面已崩溃。 and 重试 (which re-renders them) after they throw. */
export class IslandErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown island error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children;
    return (
      <span className="island-error" role="alert">
        {strings.crashTitle}
        <button type="button" className="island-error-retry" onClick={() => this.setState({ error: undefined })}>
          {strings.retry}
        </button>
      </span>
    );
  }
}
