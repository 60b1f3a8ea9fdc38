import { App as AntdApp } from 'antd';
import { useEffect } from 'react';
import { useT } from './i18n/LanguageContext';
import { configureRequest, RequestError, REQUEST_TIMEOUT_MS, type BusinessBody } from './request';

/** Wires the request layer's error thrower and handler to the user's language and messages. */
export function useRequestErrors(): void {
  const t = useT();
  const { message } = AntdApp.useApp();
  useEffect(() => {
    configureRequest({
      errorThrower: (body: BusinessBody) => {
        throw new RequestError('business', body.errorMessage ?? '', { body });
      },
      errorHandler: (error: unknown) => {
        message.error(describeRequestError(error, t));
      },
    });
  }, [message, t]);
}

export function describeRequestError(error: unknown, t: ReturnType<typeof useT>): string {
  if (!(error instanceof RequestError)) return t('request.network');
  switch (error.kind) {
    case 'timeout':
      return t('request.timeout', { seconds: REQUEST_TIMEOUT_MS / 1000 });
    case 'http':
      return t('request.http', { status: error.status ?? 0 });
    case 'business':
      return error.message
        ? t('request.business', { message: error.message })
        : t('request.businessUnknown');
    default:
      return t('request.network');
  }
}
