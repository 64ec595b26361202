import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Empty, Modal, Skeleton, Tree, Typography, type InputRef } from 'antd';
import { Input } from '../../../components/input';
import type { DataNode } from 'antd/es/tree';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { createWordMatcher } from '@fsp/domain';
import { keepTreeEdits, pendingEdits, treeChecks, withChecks, type KeptTreeEdits, type TreeEdit, type TreeEdits, type TreeNow } from '../model/tree-edits';
import { KeptTreeEditsNote } from './kept-tree-edits-note';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';

export interface AssignmentItem {
  id: string;
  title: string;
  /** Words the search box matches besides the title. */
  keywords?: readonly string[];
  extra?: ReactNode;
}
export interface AssignmentGroup {
  key: string;
  title: string;
  items: readonly AssignmentItem[];
}

const ITEM = 'item:';
/** A refused save's note: the server's reason in the text size of the lists under it, not as a heading. */
const NOTE_STYLES = { root: { marginBottom: 12, padding: '10px 14px' }, icon: { fontSize: 16, marginTop: 3 }, title: { fontSize: 'inherit', marginBottom: 4 } };

/** A refused save, shown in the dialog: each new object is one more refusal. */
export interface TreeRefusal {
  message: string;
}

/**
 * A checkable tree of people grouped (by current team, say) in a modal: checked = belongs to the team.
 * Save hands back the person's edits that change something (not the whole set of checks: people read again
 * meanwhile keep their current state); Turkish-aware search over names. Read-only for observers. After a refused
 * save, with the people read again, the edits still meaningful stay on top of the current state and a note above
 * the tree says which were kept and which dropped.
 * Test ids: `${testId}`, `${testId}-search`, `${testId}-save`, items `${testId}-item-<id>`.
 */
export function AssignmentTreeModal({
  open,
  title,
  fullTitle,
  groups,
  initial,
  loading,
  saving,
  readOnly,
  refusal = null,
  testId,
  onSave,
  onClose,
}: {
  open: boolean;
  title: string;
  /** The title with the team's whole name, for its tooltip. */
  fullTitle: string;
  groups: readonly AssignmentGroup[] | undefined;
  initial: ReadonlySet<string>;
  loading: boolean;
  saving: boolean;
  readOnly: boolean;
  /** The last refused save, given once the people were read again. */
  refusal?: TreeRefusal | null;
  testId: string;
  onSave: (edits: [string, TreeEdit][]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [edits, setEdits] = useState<TreeEdits>(new Map());
  const [search, setSearch] = useState('');
  const [kept, setKept] = useState<KeptTreeEdits | null>(null);
  const [refusalSeen, setRefusalSeen] = useState(refusal);
  const [refusals, setRefusals] = useState(0);
  // The groups the person folded; every other group is open. Kept as folds, not as open groups: a group the search
  // hid (or that had not loaded yet) opens again when it shows, rather than staying folded because it was not there
  // when the tree was first drawn (antd's defaultExpandAll opens only the groups of the first draw).
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const searchRef = useRef<InputRef>(null);
  // A refusal's note takes its height from the tree's, so that Save stays in a 720 px window.
  const [noteHeight, setNoteHeight] = useState(0);
  const measureNote = useCallback((note: HTMLDivElement | null) => setNoteHeight(note?.offsetHeight ?? 0), []);
  useEffect(() => {
    if (!open) return;
    setSearch('');
    setEdits(new Map());
    setKept(null);
    setFolded(new Set());
  }, [open]);
  // The people as read now (they may arrive after the dialog opened, and a search typed meanwhile stays).
  const now: TreeNow = useMemo(
    () => new Map((groups ?? []).flatMap((g) => g.items.map((i) => [i.id, { title: i.title, group: g.key, member: initial.has(i.id) }] as const))),
    [groups, initial],
  );
  if (refusal !== refusalSeen) {
    setRefusalSeen(refusal);
    setRefusals((n) => n + 1);
    const result = refusal ? keepTreeEdits(now, edits) : null;
    if (result) setEdits(result.edits);
    setKept(result);
  }
  const checked = useMemo(() => treeChecks(now, edits), [now, edits]);
  const pending = useMemo(() => pendingEdits(now, edits), [now, edits]);
  // Checks changed but not saved are asked about, as typed input is in the form dialogs: Esc must not drop them.
  const cancel = useConfirmDiscard(() => pending.length > 0, onClose);
  const groupTitle = (key: string) => groups?.find((g) => g.key === key)?.title ?? key;
  const treeData: DataNode[] = useMemo(() => {
    const matches = createWordMatcher(search);
    return (groups ?? [])
      .map((g) => ({ ...g, items: g.items.filter((i) => matches([i.title, ...(i.keywords ?? [])])) }))
      .filter((g) => g.items.length > 0)
      .map((g) => ({
        key: `group:${g.key}`,
        title: (
          <strong>
            {g.title} <Typography.Text type="secondary">({g.items.length})</Typography.Text>
          </strong>
        ),
        selectable: false,
        children: g.items.map((i) => ({
          key: `${ITEM}${i.id}`,
          isLeaf: true,
          title: (
            <span data-testid={`${testId}-item-${i.id}`}>
              {i.title} {i.extra}
            </span>
          ),
        })),
      }));
  }, [groups, search, testId]);

  return (
    <Modal
      open={open}
      title={
        <div className="team-tree-title" title={fullTitle} data-testid={`${testId}-title`}>
          {title}
        </div>
      }
      width={640}
      okText={t('teamManagement.save')}
      cancelText={readOnly ? t('common.close') : t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: pending.length === 0, 'data-testid': `${testId}-save` }}
      // A reader sees who is in the team: nothing to save, so no Save button, and Close instead of Cancel.
      footer={readOnly ? (_, { CancelBtn }) => <CancelBtn /> : undefined}
      onOk={() => onSave(pending)}
      onCancel={cancel}
      // Once opened, focus goes to the search box rather than antd's first tabbable, the close button (Enter closed the dialog).
      afterOpenChange={(opened) => opened && searchRef.current?.focus()}
      destroyOnHidden
    >
      <div data-testid={testId}>
        {refusal && kept ? (
          // Measured again for each refusal (a new element): the note's height is the tree's less.
          <div ref={measureNote} key={refusals}>
            <Alert
              type="warning"
              showIcon
              title={refusal.message}
              description={<KeptTreeEditsNote kept={kept} groupTitle={groupTitle} testId={`${testId}-kept`} />}
              styles={NOTE_STYLES}
              data-testid={`${testId}-refusal`}
            />
          </div>
        ) : null}
        <Input
          ref={searchRef}
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('teamManagement.searchPeople')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ marginBottom: 12 }}
          data-testid={`${testId}-search`}
        />
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('teamManagement.selectedCount', { count: checked.size })}
        </Typography.Paragraph>
        {loading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : treeData.length === 0 ? (
          <Empty description={t('teamManagement.nobody')} />
        ) : (
          // Shorter in a short window, so that Save stays in view (1280×720 with a two-line title).
          <div style={{ maxHeight: `max(${noteHeight ? 96 : 160}px, min(420px, 100vh - 360px - ${noteHeight}px))`, overflow: 'auto' }}>
            <Tree
              className={readOnly ? 'team-tree-read-only' : undefined}
              checkable
              selectable={false}
              disabled={readOnly}
              expandedKeys={treeData.map((g) => g.key).filter((key) => !folded.has(String(key)))}
              onExpand={(_, { node, expanded }) =>
                setFolded((prev) => {
                  const next = new Set(prev);
                  if (expanded) next.delete(String(node.key));
                  else next.add(String(node.key));
                  return next;
                })
              }
              treeData={treeData}
              checkedKeys={[...checked].map((id) => `${ITEM}${id}`)}
              onCheck={(keys) => {
                const list = Array.isArray(keys) ? keys : keys.checked;
                const visible = new Set(treeData.flatMap((g) => (g.children ?? []).map((c) => String(c.key).slice(ITEM.length))));
                const checkedNow = new Set(list.map(String).filter((k) => k.startsWith(ITEM)).map((k) => k.slice(ITEM.length)));
                // Items hidden by the search keep their state.
                setEdits((prev) => withChecks(now, prev, visible, checkedNow));
              }}
            />
          </div>
        )}
      </div>
    </Modal>
  );
}
