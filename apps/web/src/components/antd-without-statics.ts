/**
 * antd components without the statics their index attaches, for the login, the signed-in frame and the planning
 * grid's first paint: `Input` from 'antd' carries Input.Search, .Password, .OTP and .TextArea with their styles and
 * icons (~5 kB gzipped). The same components, so they look and behave the same. A field with a clear button takes
 * ClearablePlainInput (input-clear.tsx), which names the button in the reader's language.
 */
export { default as PlainInput } from 'antd/es/input/Input';
export { default as PlainPassword } from 'antd/es/input/Password';
