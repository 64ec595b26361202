import useSkeletonStyle from 'antd/es/skeleton/style';
import { useAntdClasses } from '../../../components/use-antd-classes';

/**
 * One loading row of the Technician tab as antd Skeleton draws it (an avatar of 32 px, one full-width line,
 * active): the same elements, classes and style hook, so the same CSS, without Skeleton's Button, Input, Image
 * and Node, which its module carries into the grid's first load.
 */
export function RowSkeleton() {
  const [prefixCls, className] = useAntdClasses('skeleton', useSkeletonStyle, ['with-avatar', 'active']);
  return (
    <div className={className} style={{ marginBottom: 12 }}>
      <div className={`${prefixCls}-header`}>
        <span className={`${prefixCls}-avatar ${prefixCls}-avatar-circle`} style={{ width: 32, height: 32, lineHeight: '32px' }} />
      </div>
      <div className={`${prefixCls}-section`}>
        <ul className={`${prefixCls}-paragraph`}>
          <li style={{ width: '100%' }} />
        </ul>
      </div>
    </div>
  );
}
