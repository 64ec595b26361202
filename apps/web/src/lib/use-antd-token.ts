import useInternalToken from 'antd/es/theme/useToken';

/**
 * `theme.useToken().token` without antd's `theme` object, which carries the dark and compact algorithms and
 * getDesignToken into every first load (~1 kB gzipped): theme.useToken returns this hook's second element.
 */
export function useAntdToken() {
  return useInternalToken()[1];
}
