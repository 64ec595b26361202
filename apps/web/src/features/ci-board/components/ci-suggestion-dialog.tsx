import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, App, Button, Col, Divider, Form, Modal, Radio, Row, Skeleton, Space, Typography, Upload, type UploadFile } from 'antd';
import { Input } from '../../../components/input';
import { Select } from '../../../components/select';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CI_ATTACHMENT_MAX_BYTES, CI_ATTACHMENT_TYPES, ciEditRights, type OrganizationRef } from '@fsp/domain';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { describeApiError, isApiError } from '../../../lib/api-client';
import { PART2_DATE_TIME_FORMAT } from '../../../lib/date-formats';
import { useSession } from '../../session';
import { CI_QUERY_KEY, fetchCiAttachment, isChangedMeanwhile, saveCiSuggestion, useCiDetail } from '../api';
import { labelOf, sortedOptions } from '../model/labels';
import { hasUnsavedChanges, initialSuggestionValues, statusOptionsInWorkflowOrder, type SuggestionFormValues } from '../model/suggestion-form';
import { keepOwnEdits, type KeptEdits } from '../model/keep-edits';
import { CiKeptEditsNote, useKeptHint } from './ci-kept-edits-note';
import { CiHistoryTable } from './ci-history-table';
import { CiReviewFields } from './ci-review-fields';
import { CiStatusTag } from './ci-status-tag';
import { CI_TEXT_COUNT, ciTextLengthRule } from './ci-text-length';
import { ReadableWhenReadOnly } from './readable-when-read-only';
import { useFocusReturn } from '../../../components/use-focus-return';
import { useFirstFieldFocus } from '../../../components/use-first-field-focus';
import { LABEL_SEARCH } from '../../../components/label-search';

const SAVE_KEY = 'ci-save';
// The dialog never grows past the window (1280×720 included): its header and footer (Cancel/Save) stay in view
// and the body scrolls between them; the same margin above and below. The body reaches 12 px into the dialog's side
// padding so that the fields' focus rings are not cut at its edges.
const DIALOG_TOP = 'min(100px, 7vh)';
const DIALOG_STYLES = {
  container: { display: 'flex', flexDirection: 'column', maxHeight: `calc(100vh - 2 * ${DIALOG_TOP})` },
  // Scrolled to its end, the body does not hand the wheel on to the board behind.
  body: { flex: '1 1 auto', minHeight: 0, overflowY: 'auto', overflowX: 'hidden', overscrollBehavior: 'contain', marginInline: -12, paddingInline: 12 },
} as const;
/** A field refused on Save is scrolled to the middle of the dialog's body and takes the focus (a keyboard user's too). */
const FIRST_ERROR = { block: 'center', focus: true } as const;
const ACCEPT = Object.keys(CI_ATTACHMENT_TYPES).map((e) => `.${e}`).join(',');

/** A line of a wheel that counts in lines (WheelEvent.deltaMode 1), in pixels. */
const WHEEL_LINE = 16;

/**
 * The wheel over the dialog's title, footer or edges scrolls its body, the dialog's one scrolling part, as the wheel
 * over the body itself does; nothing else there scrolls (the page behind is locked while the dialog is open).
 */
function scrollBodyOnWheel(event: React.WheelEvent<HTMLElement>) {
  const target = event.target as Node;
  const body = event.currentTarget.querySelector('.ant-modal-body');
  // React hands on the wheel over the dialog's popups too (a select's options, a day picker): theirs, not the body's.
  if (!body || body.contains(target) || !event.currentTarget.contains(target)) return;
  const unit = event.deltaMode === 1 ? WHEEL_LINE : event.deltaMode === 2 ? body.clientHeight : 1;
  body.scrollBy({ top: event.deltaY * unit });
}

/** Hands a downloaded file to the browser under its own name. */
async function download(id: string, fileName: string) {
  const blob = await fetchCiAttachment(id);
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The add/edit dialog (spec part 2 §2, §5): new, or loaded by id with its status history. The author edits
 * their own suggestion while it waits; the committee edits the review; everyone else reads. Multipart save
 * with at most one file; toasts 'saving' (30 s), then 'saved successfully' or the server's message (4 s).
 */
export function CiSuggestionDialog({ id, organizations, onSaved, onClose }: { id: number | null; organizations: readonly OrganizationRef[]; onSaved: (id: number) => void; onClose: () => void }) {
  useFocusReturn();
  const { t, i18n } = useTranslation();
  const firstField = useFirstFieldFocus(id === null);
  const { message, modal } = App.useApp();
  const session = useSession();
  const queryClient = useQueryClient();
  const detail = useCiDetail(id);
  const [form] = Form.useForm<SuggestionFormValues>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorBox = useRef<HTMLDivElement>(null);
  // What a refused save (412) was made of, put on top of the version saved since once that has loaded.
  const refused = useRef<{ opened: SuggestionFormValues; mine: SuggestionFormValues } | null>(null);
  const [kept, setKept] = useState<KeptEdits | null>(null);
  const hint = useKeptHint(kept);
  const kind = Form.useWatch('kind', form);
  const maps = session.localisations;
  const lang = i18n.language;
  const datum = detail.data?.ciBoardData;
  const me = { id: Number(session.info?.identifier ?? 0), roles: session.roles };
  const rights = ciEditRights(me, datum ? { createdByUserId: datum.createdByUserId, status: datum.statusName } : null);
  const options = useMemo(
    () => ({
      waste: sortedOptions(maps.ciWasteType, lang),
      isg: sortedOptions(maps.ciIsgType, lang),
      department: sortedOptions(maps.department, lang),
      grading: sortedOptions(maps.ciGradingType, lang),
      organizations: organizations.map((o) => ({ value: o.orgunit, label: o.displayName })).sort((a, b) => a.label.localeCompare(b.label, lang)),
    }),
    [maps, lang, organizations],
  );

  const initial = useMemo(() => initialSuggestionValues(datum), [datum]);
  useEffect(() => {
    const edits = refused.current;
    refused.current = null;
    if (!edits) {
      form.setFieldsValue(initial);
      return;
    }
    const merged = keepOwnEdits(edits.opened, edits.mine, initial, rights);
    form.setFieldsValue(merged.values);
    setKept(merged);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rights follow datum as initial does: once per loaded version
  }, [initial, form]);
  // A refused save is told at the body's top, while Save was pressed with the body scrolled down to the review.
  useEffect(() => {
    if (error) errorBox.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  // A new suggestion of someone with one CI organization starts with it chosen (organizations may arrive after the
  // dialog opened: a choice already made stays), and that choice alone is nothing to lose.
  const onlyOrganization = id === null && organizations.length === 1 ? organizations[0].orgunit : undefined;
  useEffect(() => {
    if (onlyOrganization && !form.getFieldValue('orgunit')) form.setFieldValue('orgunit', onlyOrganization);
  }, [onlyOrganization, form]);
  const unsaved = () => files.length > 0 || hasUnsavedChanges(onlyOrganization ? { ...initial, orgunit: onlyOrganization } : initial, form.getFieldsValue());
  const requestClose = useConfirmDiscard(unsaved, onClose);
  // A reload or a closed tab leaves the dialog too: the browser asks before a half-written suggestion goes.
  const unsavedNow = useRef(unsaved);
  unsavedNow.current = unsaved;
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsavedNow.current()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const save = async (v: SuggestionFormValues) => {
    setSaving(true);
    setError(null);
    setKept(null);
    refused.current = null;
    void message.loading({ content: t('ciBoard.save.saving'), key: SAVE_KEY, duration: 30 });
    const live = v.status === 'LIVE';
    const payload = {
      id: datum?.id ?? null,
      committeeNote: v.committeeNote?.trim() || null,
      userNote: v.userNote?.trim() || null,
      status: datum ? (v.status ?? datum.statusName) : null,
      gradingType: live ? (v.gradingType ?? null) : null,
      wasteType: v.kind === 1 ? (v.wasteType ?? null) : null,
      isgType: v.kind === 2 ? (v.isgType ?? null) : null,
      orgunit: v.orgunit,
      department: v.department,
      problem: v.problem?.trim() ?? '',
      proposal: v.proposal?.trim() ?? '',
      bestPractice: live ? (v.bestPractice ? true : datum?.bestPractice === null ? null : false) : null,
      isGraded: live ? v.isGraded === true : false,
      dueDate: v.dueDate ? v.dueDate.format('YYYYMMDD') : null,
    };
    try {
      const saved = await saveCiSuggestion(payload, (files[0]?.originFileObj as File | undefined) ?? null, datum?.updatedDate ?? null);
      onSaved(saved.id);
      void message.success({ content: t('ciBoard.save.saved'), key: SAVE_KEY, duration: 4 });
      await queryClient.invalidateQueries({ queryKey: CI_QUERY_KEY });
      onClose();
    } catch (err) {
      const changedMeanwhile = isChangedMeanwhile(err);
      const text = changedMeanwhile ? t('ciBoard.form.changedMeanwhile.title') : describeApiError(err);
      setError(text);
      void message.error({ content: text, key: SAVE_KEY, duration: 4 });
      if (changedMeanwhile && datum) {
        // The form shows what the other person saved with this member's changes on top (the board shows it too);
        // Save stays busy until that version, the next save's If-Match, has come.
        refused.current = { opened: initial, mine: v };
        await queryClient.invalidateQueries({ queryKey: CI_QUERY_KEY });
      }
    } finally {
      setSaving(false);
    }
  };

  // A rejection ends the suggestion's way (and is mailed to an author with an address), so it is confirmed first.
  const submit = (v: SuggestionFormValues) => {
    if (!datum || v.status !== 'REJECTED' || datum.statusName === 'REJECTED') {
      void save(v);
      return;
    }
    void modal.confirm({
      width: 520,
      title: t('ciBoard.reject.title', { key: datum.recordReferenceKey }),
      content: t('ciBoard.reject.text'),
      okText: t('ciBoard.reject.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'ci-reject-confirm' },
      cancelButtonProps: { 'data-testid': 'ci-reject-cancel' },
      autoFocusButton: 'cancel',
      onOk: () => void save(v),
    });
  };

  // The upload blurs a button that opens the file dialog from the keyboard (the event's target is the button itself),
  // which left the focus on the page's body, also after a file was chosen; it returns to the button.
  const keepUploadFocus = (event: KeyboardEvent<HTMLElement>) => {
    const button = event.currentTarget;
    // Enter opens it on key down, Space on key up.
    if (event.key === (event.type === 'keydown' ? 'Enter' : ' ')) setTimeout(() => button.focus());
  };

  const beforeUpload = (file: File) => {
    const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
    if (!CI_ATTACHMENT_TYPES[extension]) void message.error(t('ciBoard.form.fileType', { types: Object.keys(CI_ATTACHMENT_TYPES).join(', ') }));
    else if (file.size > CI_ATTACHMENT_MAX_BYTES) void message.error(t('ciBoard.form.fileTooLarge', { size: CI_ATTACHMENT_MAX_BYTES / (1024 * 1024) }));
    else setFiles([{ uid: 'new', name: file.name, size: file.size, originFileObj: file as UploadFile['originFileObj'] }]);
    return Upload.LIST_IGNORE;
  };

  // A failed download is told, never silent: a 404 means the author replaced or removed the file after this dialog
  // opened (one file per suggestion). The dialog is not reloaded for it: that would put the stored values over the
  // reader's own unsaved ones.
  const openFile = (fileId: string, fileName: string) =>
    download(fileId, fileName).catch((err: unknown) => {
      void message.error(isApiError(err) && err.status === 404 ? t('ciBoard.form.fileGone') : describeApiError(err), 8);
    });

  // A stored suggestion's rights are known once it has loaded: until then it offers Close, not Save.
  const canSave = id === null || (datum !== undefined && (rights.content || rights.review));
  const required = { required: true, message: t('validation.required') };
  const content = !rights.content;
  // A stored suggestion still loading has no title yet: it was titled as a new one until it came.
  // An unknown id or one outside the caller's CI scope (a ?id= link) is a 404: said in the board's own titled alert.
  const notFound = detail.isError && isApiError(detail.error) && detail.error.status === 404;
  const title = datum ? (
    <Space>
      {t('ciBoard.form.editTitle', { key: datum.recordReferenceKey })}
      <CiStatusTag status={datum.statusName} label={datum.status} />
    </Space>
  ) : id === null ? (
    t('ciBoard.form.newTitle')
  ) : notFound ? (
    t('ciBoard.form.notFoundTitle')
  ) : null;

  return (
    <Modal
      // A new suggestion starts in its first field; a stored one opens at its top, to be read first (its first free
      // field, the committee's status, is half-way down).
      {...(id === null ? firstField : {})}
      open
      width={880}
      style={{ top: DIALOG_TOP, paddingBottom: 0 }}
      styles={DIALOG_STYLES}
      modalRender={(panel) => <div onWheel={scrollBodyOnWheel}>{panel}</div>}
      title={title}
      onCancel={requestClose}
      maskClosable={false}
      data-testid="ci-dialog"
      footer={
        <Space>
          <Button onClick={requestClose} data-testid="ci-form-cancel">{canSave ? t('common.cancel') : t('ciBoard.form.close')}</Button>
          {canSave ? (
            <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="ci-form-save">
              {t('ciBoard.form.save')}
            </Button>
          ) : null}
        </Space>
      }
    >
      {id !== null && detail.isPending ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {detail.isError ? <Alert type="error" showIcon title={notFound ? t('ciBoard.form.notFound') : describeApiError(detail.error)} data-testid="ci-dialog-error" /> : null}
      {error ? (
        <div ref={errorBox}>
          <Alert type="error" showIcon title={error} description={kept ? <CiKeptEditsNote kept={kept} /> : undefined} style={{ marginBottom: 12 }} data-testid="ci-form-error" />
        </div>
      ) : null}
      {id !== null && datum && !canSave ? <Alert type="info" showIcon title={t('ciBoard.form.readOnly')} style={{ marginBottom: 12 }} data-testid="ci-form-read-only" /> : null}
      {/* Save sits in the footer, below a body that may be scrolled past a required field: the refusal is brought into view. */}
      <Form form={form} layout="vertical" onFinish={submit} scrollToFirstError={FIRST_ERROR} initialValues={{ kind: 1 }} style={id !== null && !datum ? { display: 'none' } : undefined} disabled={saving}>
        {datum ? (
          <Typography.Paragraph type="secondary" data-testid="ci-form-author">
            {t('ciBoard.form.author', { name: datum.fullName, date: dayjs(datum.createdDate).format(PART2_DATE_TIME_FORMAT) })}
          </Typography.Paragraph>
        ) : null}
        <ReadableWhenReadOnly readOnly={content}>
          <Row gutter={16}>
            <Col xs={24} sm={8}>
              <Form.Item name="kind" extra={hint('kind')} label={t('ciBoard.form.kind')} rules={[required]}>
                <Radio.Group disabled={content} data-testid="ci-form-kind">
                  <Radio value={1}>{t('ciBoard.kind.waste')}</Radio>
                  <Radio value={2}>{t('ciBoard.kind.isg')}</Radio>
                </Radio.Group>
              </Form.Item>
            </Col>
            <Col xs={24} sm={16}>
              {kind === 2 ? (
                <Form.Item name="isgType" extra={hint('isgType')} label={t('ciBoard.form.isgType')} rules={[required]}>
                  <Select disabled={content} options={options.isg} showSearch={LABEL_SEARCH} data-testid="ci-form-isg-type" />
                </Form.Item>
              ) : (
                <Form.Item name="wasteType" extra={hint('wasteType')} label={t('ciBoard.form.wasteType')} rules={[required]}>
                  <Select disabled={content} options={options.waste} showSearch={LABEL_SEARCH} data-testid="ci-form-waste-type" />
                </Form.Item>
              )}
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name="orgunit" extra={hint('orgunit')} label={t('ciBoard.form.organization')} rules={[required]}>
                <Select disabled={content} options={options.organizations} showSearch={LABEL_SEARCH} data-testid="ci-form-organization" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="department" extra={hint('department')} label={t('ciBoard.form.department')} rules={[required]}>
                <Select disabled={content} options={options.department} showSearch={LABEL_SEARCH} data-testid="ci-form-department" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="problem" extra={hint('problem')} label={t('ciBoard.form.problem')} rules={[{ ...required, whitespace: true }, ciTextLengthRule(t)]}>
            <Input.TextArea disabled={content} rows={3} count={CI_TEXT_COUNT} data-testid="ci-form-problem" />
          </Form.Item>
          <Form.Item name="proposal" extra={hint('proposal')} label={t('ciBoard.form.proposal')} rules={[{ ...required, whitespace: true }, ciTextLengthRule(t)]}>
            <Input.TextArea disabled={content} rows={3} count={CI_TEXT_COUNT} data-testid="ci-form-proposal" />
          </Form.Item>
          <Form.Item name="userNote" extra={hint('userNote')} label={t('ciBoard.form.employeeNote')} rules={[ciTextLengthRule(t)]}>
            <Input.TextArea disabled={content} rows={3} count={CI_TEXT_COUNT} data-testid="ci-form-employee-note" />
          </Form.Item>
        </ReadableWhenReadOnly>
        <Form.Item label={t('ciBoard.form.attachment')} extra={rights.content ? t('ciBoard.form.attachmentHelp', { size: CI_ATTACHMENT_MAX_BYTES / (1024 * 1024) }) : undefined}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            {datum?.attachments.map((a) => (
              <Button key={a.id} type="link" icon={<PaperClipOutlined />} onClick={() => void openFile(a.id, a.fileName)} style={{ padding: 0 }} data-testid="ci-attachment-link">
                {a.fileName}
              </Button>
            ))}
            {!rights.content && !datum?.attachments.length ? <Typography.Text type="secondary">{t('ciBoard.form.noFile')}</Typography.Text> : null}
            {rights.content ? (
              <Upload accept={ACCEPT} maxCount={1} fileList={files} beforeUpload={beforeUpload} onRemove={() => setFiles([])}>
                <Button icon={<UploadOutlined />} onKeyDown={keepUploadFocus} onKeyUp={keepUploadFocus} data-testid="ci-form-upload">
                  {datum?.attachments.length ? t('ciBoard.form.replaceFile') : t('ciBoard.form.chooseFile')}
                </Button>
              </Upload>
            ) : null}
          </Space>
        </Form.Item>
        {datum ? (
          <>
            <Divider titlePlacement="start">{t('ciBoard.form.review')}</Divider>
            <ReadableWhenReadOnly readOnly={!rights.review}>
              <CiReviewFields hint={hint} storedDueDate={initial.dueDate ?? null} editable={rights.review} statusOptions={statusOptionsInWorkflowOrder(maps.ciStatus, datum.statusName)} gradingOptions={options.grading} />
            </ReadableWhenReadOnly>
            {datum.gradedBy ? <Typography.Text type="secondary">{t('ciBoard.form.gradedBy', { name: datum.gradedBy })}</Typography.Text> : null}
            <CiHistoryTable rows={detail.data?.ciStatusChangeHistory ?? []} statusLabel={(c) => labelOf(maps.ciStatus, c)} gradingLabel={(c) => labelOf(maps.ciGradingType, c)} />
          </>
        ) : null}
      </Form>
    </Modal>
  );
}
