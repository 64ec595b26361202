import { useMemo, useState } from 'react';
import { Button, Empty, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TrainingVacation } from '@fsp/domain';
import { ListSearchInput } from '../../../components/list-search-input';
import { QueryState } from '../../../components/query-state';
import { useListPage } from '../../../lib/use-list-page';
import { TruncatedText } from '../../../components/truncated-text';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { allowanceWindow, filterTrainingVacations, sortTrainingVacations } from './training-vacation-filters';
import { normalizeCountryCodes, useTrainingVacations } from '../../../api/planning';
import { useSession } from '../../session';
import { useCountryName } from '../../../i18n/country-name';
import { listRowDrag } from '../model/list-drag';
import { VisuallyHidden } from '../../../components/visually-hidden';

/** Same page size as the Work orders tab (the spec gives none for this table). */
export const TRAINING_VACATION_PAGE_SIZE = 10;

export interface TrainingVacationTabProps {
  /** OBSERVER: no add buttons. */
  readOnly: boolean;
  /** Countries whose items to list; empty: the countries of the user's organizations (server default). */
  countryCodes: string[];
  /** The add button of a row (opens the drawer for that item). */
  onAdd?: (item: TrainingVacation) => void;
}

function AllowanceCell({ item, t }: { item: TrainingVacation; t: TFunction }) {
  const allowance = allowanceWindow(item);
  switch (allowance.kind) {
    case 'always':
      return <Typography.Text type="secondary">{t('planningTrainingVacation.allowanceAlways')}</Typography.Text>;
    case 'from':
      return <>{t('planningTrainingVacation.allowanceFrom', { from: allowance.from })}</>;
    case 'until':
      return <>{t('planningTrainingVacation.allowanceUntil', { to: allowance.to })}</>;
    case 'between':
      return <>{t('planningTrainingVacation.allowanceBetween', { from: allowance.from, to: allowance.to })}</>;
  }
}

// Sized to show every column at 1280 px beside the menu; the add button is an icon, as in the Work orders tab.
function buildColumns(t: TFunction, countryName: (code: string) => string, readOnly: boolean, onAdd?: (item: TrainingVacation) => void): ColumnsType<TrainingVacation> {
  const columns: ColumnsType<TrainingVacation> = [
    {
      key: 'name',
      title: t('planningTrainingVacation.columns.name'),
      width: 190,
      // Each country has its own records, named alike once in the reader's language: the country tells them apart.
      render: (_, item) => (
        <>
          <TruncatedText text={item.name} />
          {item.countryCode ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} data-testid="training-vacation-country">
              {countryName(item.countryCode)}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'description',
      title: t('planningTrainingVacation.columns.description'),
      width: 220,
      render: (_, item) => <TruncatedText text={item.description} />,
    },
    {
      key: 'laborType',
      title: t('planningTrainingVacation.columns.laborType'),
      width: 170,
      render: (_, item) => (
        <>
          <TruncatedText text={item.laborTypeText ?? item.laborType} />
          {item.laborTypeText && item.laborType && (
            <Typography.Text type="secondary" style={{ marginInlineStart: 6, whiteSpace: 'nowrap' }}>
              ({item.laborType})
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'type',
      title: t('planningTrainingVacation.columns.type'),
      width: 100,
      render: (_, item) => (
        <Tag color={item.type === 'TRAINING' ? 'blue' : 'green'} data-type={item.type}>
          {t(`planningTrainingVacation.types.${item.type}`)}
        </Tag>
      ),
    },
    {
      key: 'allowance',
      title: t('planningTrainingVacation.columns.allowance'),
      width: 190,
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_, item) => <AllowanceCell item={item} t={t} />,
    },
  ];
  if (!readOnly) {
    columns.push({
      key: 'actions',
      title: <VisuallyHidden>{t('planningTrainingVacation.columns.actions')}</VisuallyHidden>,
      fixed: 'right',
      width: 56,
      align: 'center',
      render: (_, item) => (
        <Tooltip title={`${t('planningTrainingVacation.addFor', { name: item.name })}. ${t('planning.listDrag.hint')}`}>
          <Button
            size="small"
            type="primary"
            icon={<PlusOutlined />}
            aria-label={t('planningTrainingVacation.addFor', { name: item.name })}
            onClick={() => onAdd?.(item)}
            data-testid={`training-vacation-add-${item.id}`}
          />
        </Tooltip>
      ),
    });
  }
  return columns;
}

/**
 * The planning grid's Training/Vacation tab (spec part 1 §2): the training and leave kinds a
 * technician can be planned for, with a debounced search and an add button per row.
 */
export function TrainingVacationTab({ readOnly, countryCodes, onAdd }: TrainingVacationTabProps) {
  const { t, i18n } = useTranslation();
  const countryKey = normalizeCountryCodes(countryCodes).join(',');
  const countries = useMemo(() => (countryKey === '' ? [] : countryKey.split(',')), [countryKey]);
  const { codeName } = useSession();
  // Each country stores its kinds in its own language: listed, searched and sorted in the reader's.
  const query = useTrainingVacations(countries, codeName);
  const kinds = query.data;

  const [text, setText] = useState('');
  const [debouncedText, applyText] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const rows = useMemo(
    () => (kinds ? sortTrainingVacations(filterTrainingVacations(kinds, debouncedText), i18n.language) : []),
    [kinds, debouncedText, i18n.language],
  );

  const [currentPage, setPage] = useListPage(`${countryKey}\n${debouncedText}`, rows.length, TRAINING_VACATION_PAGE_SIZE);
  const countryName = useCountryName();
  const columns = useMemo(() => buildColumns(t, countryName, readOnly, onAdd), [t, countryName, readOnly, onAdd]);

  const body = (
    <QueryState query={query} loadingRows={6} errorTitle={t('planningTrainingVacation.loadFailed')} emptyText={t('planningTrainingVacation.empty')} testId="training-vacation">
      <div data-testid="training-vacation-table">
        <Table<TrainingVacation>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          onRow={readOnly ? undefined : (item) => listRowDrag({ kind: 'trainingVacation', trainingVacation: item }, item.name)}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: currentPage,
            pageSize: TRAINING_VACATION_PAGE_SIZE,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('planningTrainingVacation.emptyFiltered')}
                data-testid="training-vacation-no-match"
              />
            ),
          }}
        />
      </div>
    </QueryState>
  );

  return (
    <Flex vertical gap={12} role="region" aria-label={t('planningTrainingVacation.tableLabel')} data-testid="planning-training-vacation-tab">
      <Flex wrap gap={8} align="center">
        <ListSearchInput
          text={text}
          onText={setText}
          onApply={applyText}
          placeholder={t('planningTrainingVacation.searchPlaceholder')}
          label={t('planningTrainingVacation.searchLabel')}
          width={340}
          testId="training-vacation-search"
        />
        {query.data && (
          <Typography.Text type="secondary" style={{ marginInlineStart: 'auto' }} data-testid="training-vacation-count">
            {t('planningTrainingVacation.total', { count: rows.length })}
          </Typography.Text>
        )}
      </Flex>
      {body}
    </Flex>
  );
}
