import type { ReactNode } from 'react';
import {
  BarChartOutlined,
  BellOutlined,
  BulbOutlined,
  CalendarOutlined,
  CarOutlined,
  ControlOutlined,
  ExperimentOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  HistoryOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { MenuGroupId } from '../menu';
import type { RouteId } from '../route-table';

export const GROUP_ICONS: Record<MenuGroupId, ReactNode> = {
  serviceEngineer: <ToolOutlined />,
  powerUser: <ControlOutlined />,
  admin: <SafetyCertificateOutlined />,
};

export const ROUTE_ICONS: Record<RouteId, ReactNode> = {
  activityHistory: <HistoryOutlined />,
  planningGrid: <ScheduleOutlined />,
  planningScheduler: <ScheduleOutlined />,
  planningHistory: <FieldTimeOutlined />,
  workOrders: <FileSearchOutlined />,
  draftWorkOrders: <FileTextOutlined />,
  sampleSearch: <ExperimentOutlined />,
  settings: <BellOutlined />,
  ciBoard: <BulbOutlined />,
  statistics: <BarChartOutlined />,
  plateManagement: <CarOutlined />,
  calendarManagement: <CalendarOutlined />,
  teamManagement: <TeamOutlined />,
};
