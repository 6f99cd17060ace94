// The dense index file loads back into exactly the index MiniSearch serialised.
import { expect, test } from 'vitest';
import { packIndex, unpackIndex } from '../../theme/lib/search/index-file.ts';
import { createSearchIndex } from '../../theme/lib/search/search-index.ts';
import { testRecord } from './test-record.ts';

test('packing and unpacking gives back MiniSearch\'s own serialised index', () => {
  const records = [
    testRecord({ lvl0: '文档', page: '/a', id: 'x', content: '加载 加载 加载 loadBuffer' }),
    testRecord({ lvl0: '文档', page: '/b', id: 'y', content: '选择器和加载' }),
    testRecord({ lvl0: 'API', page: '/c', id: 'z', content: 'attr attr' }),
  ];
  const json = createSearchIndex(records).toJSON();
  const packed = JSON.parse(JSON.stringify(packIndex(json))) as ReturnType<typeof packIndex>;
  expect(unpackIndex(packed)).toEqual(JSON.parse(JSON.stringify(json)));
  expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(json).length);
});
