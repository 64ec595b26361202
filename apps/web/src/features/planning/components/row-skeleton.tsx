import { useContext } from 'react';
import { ConfigProvider } from 'antd';
import useSkeletonStyle from 'antd/es/skeleton/style';

/**
 * One loading row of the Technician tab as antd Skeleton draws it (an avatar of 32 px, one full-width line,
 * active): the same elements, classes and style hook, so the same CSS, without Skeleton's Button, Input, Image
 * and Node, which its module carries into the grid's first load.
 */
export function RowSkeleton() {
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('skeleton');
  const [hashId, cssVarCls] = useSkeletonStyle(prefixCls);
  return (
    <div className={[prefixCls, `${prefixCls}-with-avatar`, `${prefixCls}-active`, hashId, cssVarCls].filter(Boolean).join(' ')} style={{ marginBottom: 12 }}>
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
