import { describe, expect, test } from 'vitest';
import { displayWidth, formatTable } from '../../scripts/bench/table.ts';
import { formatBytes, formatDuration, formatPerItem, formatRate, formatRatio } from '../../scripts/bench/units.ts';

describe('Markdown tables', () => {
  test('pads every column to its widest cell and right-aligns where asked', () => {
    const table = formatTable(['Metric', 'Value'], [['cold', '1.2 s'], ['warm build', '900 ms']], ['left', 'right']);
    expect(table).toBe([
      '| Metric     |  Value |',
      '| ---------- | -----: |',
      '| cold       |  1.2 s |',
      '| warm build | 900 ms |',
    ].join('\n'));
  });

  test('counts Chinese characters and ✅/❌ as two columns so rows line up in a terminal', () => {
    expect(displayWidth('构建')).toBe(4);
    expect(displayWidth('✅')).toBe(2);
    expect(displayWidth('a❌')).toBe(3);
    const lines = formatTable(['项目', 'OK'], [['cold', '✅'], ['冷构建时间', '❌']]).split('\n');
    expect(new Set(lines.map(displayWidth)).size).toBe(1);
  });

  test('escapes a pipe inside a cell and fills missing cells', () => {
    const table = formatTable(['A', 'B'], [['x|y']]);
    expect(table.split('\n')[2]).toBe('| x\\|y |     |');
  });

  test('keeps delimiter cells at least three dashes wide', () => {
    expect(formatTable(['A'], [['1']]).split('\n')[1]).toBe('| --- |');
  });
});

describe('report units', () => {
  test('shows durations in ms below a second and in seconds above', () => {
    expect(formatDuration(85.4)).toBe('85 ms');
    expect(formatDuration(1234)).toBe('1.23 s');
  });

  test('shows sizes in decimal megabytes and gigabytes, the units of the targets', () => {
    expect(formatBytes(192_630_784)).toBe('193 MB');
    expect(formatBytes(1.5e9)).toBe('1.50 GB');
  });

  test('shows per-page times, ratios and rates', () => {
    expect(formatPerItem(4.567)).toBe('4.57 ms');
    expect(formatRatio(1.0849)).toBe('1.08×');
    expect(formatRate(12, 3000, 'routes')).toBe('4.0 routes/s');
  });
});
