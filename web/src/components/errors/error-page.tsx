import { Center } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { pageTitle } from '../../lib/page-title';
import { BrandMark } from '../layout/brand-mark';
import { StatusView } from './status-view';

export interface ErrorView {
  status: number;
  title: string;
  message: string;
}

const STATUS_TITLES: Record<number, string> = {
  404: 'Page Not Found',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Whatever was thrown → what the error page says. 500 "Internal Server Error" unless told otherwise. */
export function toErrorView(error: unknown): ErrorView {
  if (isRouteErrorResponse(error)) {
    const status = error.status;
    const title = STATUS_TITLES[status] ?? (error.statusText || STATUS_TITLES[500]!);
    const body = (error.data ?? {}) as { fullPath?: unknown; message?: unknown };
    if (status === 404) {
      const message =
        typeof body.fullPath === 'string' ? `Page Not Found: ${body.fullPath}` : 'Page Not Found';
      return { status, title, message };
    }
    const message =
      typeof body.message === 'string' ? body.message : 'Something went wrong. Please try again.';
    return { status, title, message };
  }
  return {
    status: 500,
    title: STATUS_TITLES[500]!,
    message:
      'Something went wrong while showing this page. Reloading usually helps; if not, tell your administrator.',
  };
}

/** The route error boundary: fatal errors replace the whole app, with a way back. */
export function ErrorPage() {
  const error = useRouteError();
  const view = toErrorView(error);
  useEffect(() => {
    document.title = pageTitle(view.title);
  }, [view.title]);
  const detail = error instanceof Error && view.status === 500 ? error.message : null;
  return (
    <Center mih="100dvh" p="md">
      <StatusView
        status={view.status}
        title={view.title}
        message={view.message}
        detail={detail}
        home="reload"
        reload={view.status !== 404}
        brand={<BrandMark size={40} />}
      />
    </Center>
  );
}
