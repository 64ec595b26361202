import { Alert, Button, Empty, Flex, List, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { AimOutlined, CloseOutlined, ReloadOutlined, SyncOutlined, UserAddOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HTML_LANG } from '../../i18n/language';
import { useLanguage } from '../../i18n';
import { SURVEY_SCORE_DAYS, type TechnicianLocationsResponse, type TechnicianSurveyScore } from '@fsp/domain';
import { useTechnicianSurveyScores } from '../survey-sending';
import { formatDistanceKm, minutesSince } from './map-model';

export interface SelectedPlace {
  /** Order number, or null for the draggable marker. */
  workOrderNo: string | null;
  title: string;
  subtitle?: string | null;
  latitude: number;
  longitude: number;
}

export interface NearbyTechniciansPanelProps {
  place: SelectedPlace | null;
  /** TECH_LOCATION_SYNC: the closest-technician button. */
  closestEnabled: boolean;
  /** DISPATCHER (not OBSERVER): may ask the technicians' app for fresh positions. */
  canSync: boolean;
  result: TechnicianLocationsResponse | undefined;
  loading: boolean;
  failed: boolean;
  syncing: boolean;
  now: number;
  onFind(): void;
  onRetry(): void;
  onSync(): void;
  onClose(): void;
  onFocusTechnician(bpNo: string): void;
  /** Puts the technician into the assignment form; no "Choose" button without it. */
  onPick?(bpNo: string): void;
  isPickable?(bpNo: string): boolean;
}

/** The overlay beside the map: the chosen order or point, the closest-technician button and the ranked list. */
export function NearbyTechniciansPanel(props: NearbyTechniciansPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { place, result } = props;
  const nearbyBpNos = useMemo(() => (result?.technicians ?? []).map((x) => x.bpNo), [result]);
  const surveyScores = useTechnicianSurveyScores(nearbyBpNos);

  if (!place) {
    return (
      <section className="tm-panel" aria-label={t('technicianMap.panelLabel')} data-testid="nearby-technicians-panel">
        <Typography.Text type="secondary" data-testid="nearby-hint">
          {t('technicianMap.hint')}
        </Typography.Text>
      </section>
    );
  }

  const distanceText = (km: number) => {
    const { value, unit } = formatDistanceKm(km, HTML_LANG[language]);
    return t(unit === 'm' ? 'technicianMap.meters' : 'technicianMap.kilometers', { value });
  };
  const lastSeenText = (lastSeen: number) => {
    const minutes = minutesSince(lastSeen, props.now);
    if (minutes < 1) return t('technicianMap.seenJustNow');
    if (minutes < 60) return t('technicianMap.seenMinutesAgo', { count: minutes });
    return t('technicianMap.seenHoursAgo', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };

  return (
    <section className="tm-panel" aria-label={t('technicianMap.panelLabel')} data-testid="nearby-technicians-panel">
      <Flex justify="space-between" align="flex-start" gap={8}>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong style={{ display: 'block' }} data-testid="nearby-place-title">
            {place.title}
          </Typography.Text>
          {place.subtitle && (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0, fontSize: 12 }}>
              {place.subtitle}
            </Typography.Paragraph>
          )}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} data-testid="nearby-place-coordinates">
            {t('technicianMap.coordinates', { latitude: place.latitude.toFixed(5), longitude: place.longitude.toFixed(5) })}
          </Typography.Text>
        </div>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('common.close')} onClick={props.onClose} data-testid="nearby-close" />
      </Flex>

      {props.closestEnabled ? (
        <Button type="primary" icon={<AimOutlined />} block style={{ marginTop: 8 }} loading={props.loading} onClick={props.onFind} data-testid="closest-technicians-button">
          {t('technicianMap.findClosest')}
        </Button>
      ) : (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }} data-testid="closest-disabled">
          {t('technicianMap.closestDisabled')}
        </Typography.Text>
      )}

      {props.failed && !result && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={t('technicianMap.loadFailed')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={props.onRetry}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      {props.loading && !result && <Skeleton active paragraph={{ rows: 4 }} style={{ marginTop: 8 }} />}

      {result && (
        <div data-testid="nearby-result" style={{ marginTop: 8 }}>
          <Flex wrap gap={4} data-testid="nearby-counts" style={{ marginBottom: 8 }}>
            <Tooltip title={t('technicianMap.outOfKmHint', { maxKm: result.maxKm })}>
              <Tag color={result.outOfMaxKmTechCount ? 'orange' : undefined} data-testid="nearby-out-of-km">
                {t('technicianMap.outOfKm', { count: result.outOfMaxKmTechCount, maxKm: result.maxKm })}
              </Tag>
            </Tooltip>
            <Tooltip title={t('technicianMap.outOfMinuteHint', { maxMinute: result.maxMinute })}>
              <Tag color={result.outOfMaxMinuteTechCount ? 'gold' : undefined} data-testid="nearby-out-of-minute">
                {t('technicianMap.outOfMinute', { count: result.outOfMaxMinuteTechCount, maxMinute: result.maxMinute })}
              </Tag>
            </Tooltip>
            <Tooltip title={t('technicianMap.noLocationHint')}>
              <Tag color={result.noLocationTechCount ? 'red' : undefined} data-testid="nearby-no-location">
                {t('technicianMap.noLocation', { count: result.noLocationTechCount })}
              </Tag>
            </Tooltip>
          </Flex>
          {result.technicians.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('technicianMap.noneNearby')} data-testid="nearby-empty" />
          ) : (
            <List
              size="small"
              aria-label={t('technicianMap.listLabel')}
              dataSource={result.technicians}
              data-testid="nearby-list"
              renderItem={(tech, index) => (
                <List.Item
                  data-testid="nearby-technician"
                  data-bpno={tech.bpNo}
                  style={{ paddingInline: 0 }}
                  actions={[
                    <Tooltip key="show" title={t('technicianMap.showOnMap')}>
                      <Button type="text" size="small" icon={<AimOutlined />} aria-label={t('technicianMap.showOnMapFor', { name: tech.fullName })} onClick={() => props.onFocusTechnician(tech.bpNo)} />
                    </Tooltip>,
                  ]}
                >
                  <List.Item.Meta
                    avatar={<span className="tm-rank">{index + 1}</span>}
                    title={
                      <Flex gap={6} align="baseline" wrap>
                        <span data-testid="nearby-technician-name">{tech.fullName}</span>
                        <Typography.Text strong data-testid="nearby-technician-distance">
                          {distanceText(tech.distance)}
                        </Typography.Text>
                      </Flex>
                    }
                    description={
                      <Flex vertical gap={2} style={{ fontSize: 12 }}>
                        <span>
                          {tech.bpNo} · {tech.team?.name ?? tech.organization.displayName}
                        </span>
                        {surveyScores.get(tech.bpNo) ? <SurveyScoreLine score={surveyScores.get(tech.bpNo)!} /> : null}
                        <span data-testid="nearby-technician-last-seen">
                          {t('technicianMap.lastSeen', { when: lastSeenText(tech.lastSeen) })}
                          {tech.permissionDisabled && (
                            <Tag color="red" style={{ marginInlineStart: 6 }} data-testid="nearby-permission-disabled">
                              {t('technicianMap.permissionDisabled')}
                            </Tag>
                          )}
                        </span>
                        {props.onPick && <PickButton name={tech.fullName} pickable={props.isPickable?.(tech.bpNo) ?? true} onPick={() => props.onPick!(tech.bpNo)} />}
                      </Flex>
                    }
                  />
                </List.Item>
              )}
            />
          )}
          {props.canSync && props.closestEnabled && (
            <Tooltip title={t('technicianMap.syncHint')}>
              <Button block icon={<SyncOutlined />} loading={props.syncing} onClick={props.onSync} style={{ marginTop: 8 }} data-testid="technician-location-sync">
                {t('technicianMap.sync')}
              </Button>
            </Tooltip>
          )}
        </div>
      )}
    </section>
  );
}

/** "Choose": a technician the form cannot take (not among the drawer's technicians) is shown but not offered. */
/** The technician's customer survey average, so dispatchers see it when they choose (issue 16). */
function SurveyScoreLine({ score }: { score: TechnicianSurveyScore }) {
  const { t } = useTranslation();
  const text = t('surveyAnswers.surveyScore', { average: score.average.toFixed(1), surveys: score.surveys, days: SURVEY_SCORE_DAYS });
  return (
    <Typography.Text data-testid="nearby-survey-score" style={{ color: '#8a5a00', fontSize: 12 }}>
      ★ {text}
    </Typography.Text>
  );
}

function PickButton({ name, pickable, onPick }: { name: string; pickable: boolean; onPick(): void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={pickable ? t('technicianMap.pickFor', { name }) : t('technicianMap.notPickable')}>
      <Button size="small" icon={<UserAddOutlined />} disabled={!pickable} style={{ alignSelf: 'flex-start', marginTop: 4 }} aria-label={t('technicianMap.pickFor', { name })} onClick={onPick} data-testid="nearby-technician-pick">
        {t('technicianMap.pick')}
      </Button>
    </Tooltip>
  );
}
