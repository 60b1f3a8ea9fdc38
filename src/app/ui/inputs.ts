/**
 * antd's text inputs one by one. `Input` from 'antd' carries Search, Password, OTP and Group
 * as its members, so every screen with a plain text field downloaded all of them (about 4 KB
 * gzip, issue 19). Tool screens import the ones they show from here.
 */
export { default as Input } from 'antd/es/input/Input';
export { default as TextArea } from 'antd/es/input/TextArea';
export { default as SearchInput } from 'antd/es/input/Search';
export { default as PasswordInput } from 'antd/es/input/Password';
