// MiniSearch orders its index's terms, and a prefix's longer terms, by its radix tree, and that order decides the order
// of equally scored hits. This tree finds a node's edge by its first character, where MiniSearch's scans them all (the
// index's root has thousands, one per first character): the same order at a fraction of the cost.
// test/build/search/build-index-file.test.ts and expansion-ranking.test.ts compare the results with MiniSearch's.

// A node of the tree below: its edges by their first character (the empty key holds the number of the term ending here).
type TreeNode = Map<string, [label: string, child: TreeNode] | number>;

/**
 * Returns the positions of `terms` (given in the order MiniSearch met them) in the order MiniSearch's radix tree
 * (minisearch/SearchableMap) yields them: the tree built as MiniSearch builds it — a node's edges kept in the order made,
 * an edge split moved to the end — and read back as it reads it, each node's last edge first.
 */
export function treeOrder(terms: readonly string[]): number[] {
  const root: TreeNode = new Map();
  terms.forEach((term, number) => {
    let node = root;
    for (let at = 0; at < term.length;) {
      const first = term[at]!;
      const edge = node.get(first) as [string, TreeNode] | undefined;
      if (!edge) {
        const leaf: TreeNode = new Map();
        node.set(first, [term.slice(at), leaf]);
        node = leaf;
        break;
      }
      const [label, child] = edge;
      let shared = 1;
      while (shared < label.length && at + shared < term.length && term[at + shared] === label[shared]) shared++;
      if (shared < label.length) {
        const middle: TreeNode = new Map([[label[shared]!, [label.slice(shared), child]]]);
        node.delete(first);
        node.set(first, [label.slice(0, shared), middle]);
        node = middle;
      } else {
        node = child;
      }
      at += shared;
    }
    node.set('', number);
  });
  const order: number[] = [];
  const visit = (node: TreeNode): void => {
    for (const entry of [...node.values()].reverse()) {
      if (typeof entry === 'number') order.push(entry);
      else visit(entry[1]);
    }
  };
  visit(root);
  return order;
}
