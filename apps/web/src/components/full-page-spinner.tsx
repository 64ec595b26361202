import { Flex, Spin } from 'antd';
import { Text } from './typography';

/** Centred spinner with a line of text, for session loading and the unauthenticated state. */
export function FullPageSpinner({ text, testId, overlay = false }: { text: string; testId: string; overlay?: boolean }) {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={16}
      role="status"
      aria-live="polite"
      data-testid={testId}
      style={{
        minHeight: '100vh',
        ...(overlay
          ? { position: 'fixed', inset: 0, zIndex: 2000, background: 'rgba(245, 247, 250, 0.88)', backdropFilter: 'blur(2px)' }
          : { background: '#f5f7fa' }),
      }}
    >
      <Spin size="large" />
      <Text type="secondary">{text}</Text>
    </Flex>
  );
}
