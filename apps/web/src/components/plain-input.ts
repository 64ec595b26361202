/**
 * antd's Input without its statics: `Input` from 'antd' carries Input.Search, .Password, .OTP and .TextArea
 * with their styles and icons (~5 kB gzipped), which the planning grid's first paint (the search field, the
 * date field) does not use. The same component, so it looks and behaves as `Input` does.
 */
export { default as PlainInput } from 'antd/es/input/Input';
