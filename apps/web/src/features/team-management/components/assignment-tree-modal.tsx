import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Empty, Modal, Skeleton, Tree, Typography, type InputRef } from 'antd';
import { Input } from '../../../components/input';
import type { DataNode } from 'antd/es/tree';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { createWordMatcher } from '@fsp/domain';

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

/**
 * A checkable tree of people grouped (by current team, say) in a modal: checked = belongs to the team.
 * Save hands back the checked ids; Turkish-aware search over names. Read-only for observers.
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
  reloaded = 0,
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
  /** Counts the times the members were read again after a refused save: the checks become the members again. */
  reloaded?: number;
  testId: string;
  onSave: (checked: Set<string>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<Set<string>>(new Set(initial));
  const [search, setSearch] = useState('');
  const [touched, setTouched] = useState(false);
  const searchRef = useRef<InputRef>(null);
  useEffect(() => {
    if (!open) return;
    setSearch('');
    setTouched(false);
  }, [open]);
  useEffect(() => setTouched(false), [reloaded]);
  // The members arrive after the dialog opened: they become the checks until the person checks something, and a
  // search typed meanwhile stays.
  useEffect(() => {
    if (open && !touched) setChecked(new Set(initial));
  }, [open, initial, touched]);
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
  const changed = checked.size !== initial.size || [...checked].some((id) => !initial.has(id));

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
      okButtonProps={{ disabled: !changed, 'data-testid': `${testId}-save` }}
      // A reader sees who is in the team: nothing to save, so no Save button, and Close instead of Cancel.
      footer={readOnly ? (_, { CancelBtn }) => <CancelBtn /> : undefined}
      onOk={() => onSave(checked)}
      onCancel={onClose}
      // Once opened, focus goes to the search box rather than antd's first tabbable, the close button (Enter closed the dialog).
      afterOpenChange={(opened) => opened && searchRef.current?.focus()}
      destroyOnHidden
    >
      <div data-testid={testId}>
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
          <div style={{ maxHeight: 'max(160px, min(420px, 100vh - 360px))', overflow: 'auto' }}>
            <Tree
              className={readOnly ? 'team-tree-read-only' : undefined}
              checkable
              selectable={false}
              disabled={readOnly}
              defaultExpandAll
              treeData={treeData}
              checkedKeys={[...checked].map((id) => `${ITEM}${id}`)}
              onCheck={(keys) => {
                const list = Array.isArray(keys) ? keys : keys.checked;
                const visible = new Set(treeData.flatMap((g) => (g.children ?? []).map((c) => String(c.key).slice(ITEM.length))));
                const now = new Set(list.map(String).filter((k) => k.startsWith(ITEM)).map((k) => k.slice(ITEM.length)));
                setTouched(true);
                // Items hidden by the search keep their state.
                setChecked((prev) => new Set([...[...prev].filter((id) => !visible.has(id)), ...now]));
              }}
            />
          </div>
        )}
      </div>
    </Modal>
  );
}
