// The BuildError a site config text is rejected with, for tests of config errors.
import { parseConfig } from '../../build/config/load-config.ts';
import { BuildError } from '../../build/diagnostics.ts';

/** Parses `text` as `site.config.yaml` and returns the BuildError it raises; fails when it is accepted. */
export function configError(text: string): BuildError {
  try {
    parseConfig(text, 'site.config.yaml');
  } catch (error) {
    if (error instanceof BuildError) return error;
    throw error;
  }
  throw new Error('expected the config to be rejected');
}
