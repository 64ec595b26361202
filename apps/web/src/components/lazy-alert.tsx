import { Suspense, lazy, type ComponentProps } from 'react';
import type { Alert as AntdAlert } from 'antd';

const Alert = lazy(() => import('antd/es/alert'));

/**
 * antd Alert from a chunk of its own (~2 kB gzipped): the signed-in frame and the planning grid show one only when
 * something is wrong. `placeholderHeight` holds its place while it loads, so nothing below it moves.
 */
export function LazyAlert({ placeholderHeight, ...props }: ComponentProps<typeof AntdAlert> & { placeholderHeight?: number }) {
  return (
    <Suspense fallback={placeholderHeight ? <div style={{ height: placeholderHeight }} /> : null}>
      <Alert {...props} />
    </Suspense>
  );
}
