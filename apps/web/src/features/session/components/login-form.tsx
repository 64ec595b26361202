import { useRef, useState } from 'react';
import { Alert, Button, Form, type InputRef } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError, isApiError } from '../../../lib/api-client';
import { login } from '../session-api';
import { cameViaCiLogin } from '../login-flags';
import { tooManyText } from '../../../lib/too-many-text';
import { PlainInput, PlainPassword } from '../../../components/antd-without-statics';

interface Credentials {
  username: string;
  password: string;
}

/**
 * Username/password form of the built-in login. On success it hands the one-time code to
 * `onCode` (the page then opens /login/start?token=..., exactly like the external sign-on).
 */
export function LoginForm({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Credentials>();
  const passwordRef = useRef<InputRef>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: ({ username, password }: Credentials) => login(username.trim(), password, cameViaCiLogin()),
    onSuccess: ({ code }) => onCode(code),
    onError: (error) => {
      if (isApiError(error) && (error.status === 401 || error.status === 400)) setFailure(t('login.failed'));
      else if (isApiError(error) && error.status === 429) setFailure(tooManyText(t, 'attempts', error.retryAfterSeconds));
      else setFailure(describeApiError(error, { mutation: true }));
      form.setFieldValue('password', '');
      passwordRef.current?.focus();
    },
  });

  return (
    <Form<Credentials>
      form={form}
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={(values) => {
        setFailure(null);
        mutation.mutate(values);
      }}
      onValuesChange={() => failure && setFailure(null)}
      data-testid="login-form"
    >
      {failure && (
        <div data-testid="login-error" style={{ marginBottom: 16 }}>
          <Alert type="error" showIcon title={failure} role="alert" />
        </div>
      )}
      <Form.Item
        name="username"
        label={t('login.username')}
        rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
      >
        <PlainInput
          autoFocus
          autoComplete="username"
          prefix={<UserOutlined />}
          placeholder={t('login.usernamePlaceholder')}
          data-testid="login-username"
        />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <PlainPassword
          ref={passwordRef}
          autoComplete="current-password"
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          data-testid="login-password"
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={mutation.isPending} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
