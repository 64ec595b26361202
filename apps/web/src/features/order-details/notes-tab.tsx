import { App, Button, Form, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { Input } from '../../components/input';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FREE_TEXT_MAX_LENGTH, ORDER_DETAILS_PAGE_SIZE, characterCount, isWithinFreeTextLimit, type AssignmentNote } from '@fsp/domain';
import { QueryState } from '../../components/query-state';
import { PART1_DATE_TIME_FORMAT } from '../../lib/date-formats';
import { useAddNote, useNotes } from './api';
import { TabEmpty } from './tab-empty';

export interface NotesTabProps {
  /** The work order whose notes are listed; null for training and leave (notes belong to work orders). */
  orderNumber: string | null;
  /** The work-order item a new note is written on (the spec's orderKalemId). */
  orderKalemId: number | null;
  /** Observers read notes only (spec part 1 §6). */
  canAdd: boolean;
  /** Told whether a note is typed but not added yet, so the drawer asks before closing over it. */
  onDraftChange?: (hasDraft: boolean) => void;
}

/** Notes of the work order with an add-note form (spec part 1 §2: 15 per page; §5: at most 255 characters). */
export function NotesTab({ orderNumber, orderKalemId, canAdd, onDraftChange }: NotesTabProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ description: string }>();
  const notes = useNotes(orderNumber);
  const addNote = useAddNote(orderNumber);
  const [page, setPage] = useState(1);
  // A tab that goes (another item opened) leaves no draft behind.
  useEffect(() => () => onDraftChange?.(false), [onDraftChange]);

  if (orderNumber === null) return <TabEmpty testId="order-notes-work-orders-only">{t('orderDetails.notes.workOrdersOnly')}</TabEmpty>;

  const submit = async ({ description }: { description: string }) => {
    if (orderKalemId === null) return;
    try {
      await addNote.mutateAsync({ orderKalemId, description: description.trim() });
      form.resetFields();
      onDraftChange?.(false);
      // Newest first: the new note is on the first page, which a user on a later page would not see otherwise.
      setPage(1);
      void message.success(t('orderDetails.notes.added'));
    } catch {
      // The API client has shown the server's message.
    }
  };

  return (
    <QueryState query={notes} errorTitle={t('orderDetails.loadFailed')}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {canAdd && orderKalemId !== null ? (
          <Form
            form={form}
            layout="vertical"
            onFinish={(values) => void submit(values)}
            onValuesChange={(_, values) => onDraftChange?.((values.description ?? '').trim() !== '')}
            data-testid="note-form"
            requiredMark={false}
          >
            <Form.Item
              name="description"
              label={t('orderDetails.notes.newNote')}
              style={{ marginBottom: 8 }}
              rules={[
                { required: true, whitespace: true, message: t('orderDetails.notes.required') },
                { validator: async (_, value: string | undefined) => (isWithinFreeTextLimit(value?.trim()) ? undefined : Promise.reject(new Error(t('validation.tooLong', { max: FREE_TEXT_MAX_LENGTH })))) },
              ]}
            >
              <Input.TextArea
                rows={3}
                placeholder={t('orderDetails.notes.placeholder')}
                // Limited while typing (issue 18), counted in characters as the server counts them.
                count={{ show: true, max: FREE_TEXT_MAX_LENGTH, strategy: characterCount, exceedFormatter: (text, { max }) => Array.from(text).slice(0, max).join('') }}
                data-testid="note-input"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={addNote.isPending} data-testid="note-add">
              {t('orderDetails.notes.add')}
            </Button>
          </Form>
        ) : null}
        <Table<AssignmentNote>
          size="small"
          rowKey="id"
          loading={notes.isPending}
          dataSource={notes.data?.assignmentNoteResourceList ?? []}
          pagination={{ current: page, onChange: setPage, pageSize: ORDER_DETAILS_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
          locale={{ emptyText: <TabEmpty testId="order-notes-empty">{t('orderDetails.notes.empty')}</TabEmpty> }}
          data-testid="notes-table"
          columns={[
            { key: 'description', title: t('orderDetails.notes.description'), render: (_, note) => <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.description}</span> },
            { key: 'createdBy', title: t('orderDetails.notes.createdBy'), width: 150, render: (_, note) => note.createdBy },
            { key: 'createdDate', title: t('orderDetails.notes.createdDate'), width: 130, render: (_, note) => dayjs(note.createdDate).format(PART1_DATE_TIME_FORMAT) },
          ]}
        />
      </Space>
    </QueryState>
  );
}
