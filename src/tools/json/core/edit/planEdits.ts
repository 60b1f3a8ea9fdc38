import { JsonSyntaxError } from '../errors';
import { checkTextEdits, type TextEdit } from '../textEdit';
import { childCountOf, keyEndOf, NodeKind, nodeKey, nodePath, type TreeIndex } from '../treeIndex';
import { validatingVisitor, walkJson } from '../walker';
import { EditError, type EditOp } from './editOps';
import {
  childrenOf,
  documentStyle,
  fitFragment,
  isContainer,
  lineIndent,
  memberStart,
  spaceBefore,
  type DocumentStyle,
} from './layout';
import { sortedOrder } from './sortOrder';

/** A member to write into a slot, once the slot's line layout is known. */
type Member = (multiline: boolean, indent: string) => string;

/** The whitespace after the last line break, or null when there is no line break. */
function indentOf(space: string): string | null {
  const br = Math.max(space.lastIndexOf('\n'), space.lastIndexOf('\r'));
  return br < 0 ? null : space.slice(br + 1);
}

/** A value's JSON text, trimmed and checked with the strict parser. */
export function checkValue(value: string): string {
  const fragment = value.trim();
  if (fragment === '') throw new EditError('editEmptyValue');
  try {
    walkJson(fragment, validatingVisitor);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const { line, column, code, params } = error;
    throw new EditError('editBadValue', { line, column, reason: code }, params);
  }
  return fragment;
}

/** The unused key "key (copy)", "key (copy 2)"… as JSON Editor Online names duplicates. */
export function copyKey(key: string, taken: ReadonlySet<string>): string {
  let candidate = `${key} (copy)`;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${key} (copy ${n})`;
  return candidate;
}

function freeKey(taken: ReadonlySet<string>): string {
  let candidate = 'key';
  for (let n = 2; taken.has(candidate); n += 1) candidate = `key ${n}`;
  return candidate;
}

class Planner {
  private readonly edits: TextEdit[] = [];
  private readonly deleted = new Set<number>();
  /** parent -> child position -> members to insert there, in op order. */
  private readonly inserts = new Map<number, Map<number, Member[]>>();
  private readonly keys = new Map<number, Set<string>>();
  private styleCache: DocumentStyle | undefined;

  constructor(
    private readonly text: string,
    private readonly index: TreeIndex,
  ) {}

  private get style(): DocumentStyle {
    this.styleCache ??= documentStyle(this.text, this.index);
    return this.styleCache;
  }

  private path(id: number): string {
    return nodePath(this.index, this.text, id);
  }

  private node(id: number): number {
    if (!Number.isInteger(id) || id < 0 || id >= this.index.count)
      throw new EditError('editNoNode', { node: id });
    return id;
  }

  private parentOf(id: number): number {
    const parent = this.index.parent[this.node(id)];
    if (parent < 0) throw new EditError('editRoot');
    return parent;
  }

  /** Keys of an object, including those this plan adds (so two ops cannot add the same). */
  private takenKeys(parent: number): Set<string> {
    let keys = this.keys.get(parent);
    if (!keys) {
      keys = new Set(
        childrenOf(this.index, parent).map((id) => nodeKey(this.index, this.text, id)!),
      );
      this.keys.set(parent, keys);
    }
    return keys;
  }

  private claimKey(parent: number, key: string): void {
    const keys = this.takenKeys(parent);
    if (keys.has(key)) throw new EditError('editKeyExists', { key, path: this.path(parent) });
    keys.add(key);
  }

  private memberText(id: number): string {
    return this.text.slice(memberStart(this.index, id), this.index.end[id]);
  }

  private queueInsert(parent: number, position: number, member: Member): void {
    let slots = this.inserts.get(parent);
    if (!slots) this.inserts.set(parent, (slots = new Map()));
    const list = slots.get(position);
    if (list) list.push(member);
    else slots.set(position, [member]);
  }

  /** Children put in a new order by rewriting each changed slot (separators stay as written). */
  private reorder(parent: number, order: readonly number[]): void {
    const children = childrenOf(this.index, parent);
    order.forEach((from, to) => {
      if (from === to) return;
      const slot = children[to];
      this.edits.push({
        from: memberStart(this.index, slot),
        to: this.index.end[slot],
        insert: this.memberText(children[from]),
      });
    });
  }

  add(op: EditOp): void {
    const { index, text } = this;
    switch (op.kind) {
      case 'setValue': {
        const id = this.node(op.node);
        const value = checkValue(op.value);
        // A member on a line of its own takes a multi-line value indented to that line.
        const multiline =
          index.parent[id] < 0
            ? this.style.unit !== null
            : indentOf(spaceBefore(text, memberStart(index, id))) !== null;
        const insert = fitFragment(value, multiline, lineIndent(text, index.start[id]));
        this.edits.push({ from: index.start[id], to: index.end[id], insert });
        return;
      }
      case 'renameKey': {
        const parent = this.parentOf(op.node);
        if (index.kind[parent] !== NodeKind.Object)
          throw new EditError('editNotMember', { path: this.path(op.node) });
        if (nodeKey(index, text, op.node) === op.key) return;
        this.claimKey(parent, op.key);
        const from = index.keyStart[op.node];
        const to = keyEndOf(index, text, op.node);
        this.edits.push({ from, to, insert: JSON.stringify(op.key) });
        return;
      }
      case 'insert': {
        const parent = this.node(op.parent);
        if (!isContainer(index, parent))
          throw new EditError('editNotContainer', { path: this.path(parent) });
        const count = childCountOf(index, parent);
        if (!Number.isInteger(op.index) || op.index < 0 || op.index > count)
          throw new EditError('editIndex', { index: op.index, count });
        const value = checkValue(op.value);
        let prefix = '';
        if (index.kind[parent] === NodeKind.Object) {
          // No key given (a new member from the tree's menu): the first free "key", "key 2"…
          const key = op.key ?? freeKey(this.takenKeys(parent));
          this.claimKey(parent, key);
          prefix = JSON.stringify(key) + this.style.colon;
        }
        this.queueInsert(
          parent,
          op.index,
          (multiline, indent) => prefix + fitFragment(value, multiline, indent),
        );
        return;
      }
      case 'delete':
        this.parentOf(op.node);
        this.deleted.add(op.node);
        return;
      case 'duplicate': {
        const parent = this.parentOf(op.node);
        let copy = this.memberText(op.node);
        if (index.kind[parent] === NodeKind.Object) {
          const key = copyKey(nodeKey(index, text, op.node)!, this.takenKeys(parent));
          this.claimKey(parent, key);
          const afterKey = keyEndOf(index, text, op.node);
          copy = JSON.stringify(key) + text.slice(afterKey, index.end[op.node]);
        }
        // Same level as the original, so its lines already carry the right indentation.
        this.queueInsert(parent, index.indexInParent[op.node] + 1, () => copy);
        return;
      }
      case 'move': {
        const parent = this.parentOf(op.node);
        const count = childCountOf(index, parent);
        if (!Number.isInteger(op.toIndex) || op.toIndex < 0 || op.toIndex >= count)
          throw new EditError('editIndex', { index: op.toIndex, count });
        const order = Array.from({ length: count }, (_, i) => i);
        order.splice(index.indexInParent[op.node], 1);
        order.splice(op.toIndex, 0, index.indexInParent[op.node]);
        this.reorder(parent, order);
        return;
      }
      case 'sortLevel': {
        const id = this.node(op.node);
        if (!isContainer(index, id))
          throw new EditError('editNotContainer', { path: this.path(id) });
        this.reorder(
          id,
          sortedOrder(text, index, id, op.order, () => this.path(id), op.by),
        );
        return;
      }
    }
  }

  /** Deleted children, per parent, as runs so that neighbouring deletions share no comma. */
  private planDeletes(): void {
    const { index } = this;
    const byParent = new Map<number, number[]>();
    for (const id of this.deleted) {
      let inside = false;
      for (let p = index.parent[id]; p >= 0 && !inside; p = index.parent[p])
        inside = this.deleted.has(p);
      if (inside) continue;
      const list = byParent.get(index.parent[id]);
      if (list) list.push(index.indexInParent[id]);
      else byParent.set(index.parent[id], [index.indexInParent[id]]);
    }
    for (const [parent, positions] of byParent) {
      const children = childrenOf(index, parent);
      const n = children.length;
      positions.sort((a, b) => a - b);
      if (positions.length === n) {
        this.edits.push({ from: index.start[parent] + 1, to: index.end[parent] - 1, insert: '' });
        continue;
      }
      for (let i = 0; i < positions.length;) {
        const a = positions[i];
        let b = a;
        while (i + 1 < positions.length && positions[i + 1] === b + 1) b = positions[++i];
        i += 1;
        // A run followed by a kept child takes its trailing comma; a final run, the one before.
        if (b < n - 1)
          this.edits.push({
            from: memberStart(index, children[a]),
            to: memberStart(index, children[b + 1]),
            insert: '',
          });
        else
          this.edits.push({
            from: index.end[children[a - 1]],
            to: index.end[children[b]],
            insert: '',
          });
      }
    }
  }

  private planInserts(): void {
    const { index, text } = this;
    for (const [parent, slots] of this.inserts) {
      const children = childrenOf(index, parent);
      if (children.length === 0) {
        const { unit, eol } = this.style;
        const outer = lineIndent(text, memberStart(index, parent));
        const items = [...slots.values()].flat();
        const inner = unit === null ? null : outer + unit;
        const members = items.map((member) => member(inner !== null, inner ?? ''));
        const insert =
          inner === null
            ? members.join(',')
            : eol + inner + members.join(',' + eol + inner) + eol + outer;
        this.edits.push({ from: index.start[parent] + 1, to: index.end[parent] - 1, insert });
        continue;
      }
      for (const [position, members] of slots) {
        const atEnd = position === children.length;
        const ref = children[atEnd ? position - 1 : position];
        const space = this.separator(children, atEnd ? position - 1 : position);
        const indent = indentOf(space);
        const written = members.map((member) => member(indent !== null, indent ?? ''));
        const at = atEnd ? index.end[ref] : memberStart(index, ref);
        const insert = written.map((m) => (atEnd ? ',' + space + m : m + ',' + space)).join('');
        this.edits.push({ from: at, to: at, insert });
      }
    }
  }

  /**
   * The space written after a comma next to child `position`: as between the siblings, else
   * (a lone child) the line layout before it, else a space if the document puts one after colons.
   */
  private separator(children: readonly number[], position: number): string {
    const { index, text } = this;
    if (children.length > 1)
      return spaceBefore(text, memberStart(index, children[Math.max(1, position)]));
    const lead = spaceBefore(text, memberStart(index, children[0]));
    if (indentOf(lead) !== null) return lead;
    return this.style.colon.endsWith(' ') ? ' ' : '';
  }

  finish(): TextEdit[] {
    this.planDeletes();
    this.planInserts();
    try {
      return checkTextEdits(this.text.length, this.edits);
    } catch (error) {
      if (error instanceof RangeError) throw new EditError('editConflict');
      throw error;
    }
  }
}

/**
 * The text edits that carry out `ops` together on `text` (whose index is `index`): sorted,
 * never overlapping, touching only the edited spans. Throws EditError for a refused op.
 */
export function planEdits(text: string, index: TreeIndex, ops: readonly EditOp[]): TextEdit[] {
  const planner = new Planner(text, index);
  for (const op of ops) planner.add(op);
  return planner.finish();
}
