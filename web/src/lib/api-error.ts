/** An HTTP failure in one shape, whatever produced it (REST `ErrorBody`, better-auth, the network). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | null;
  /** Field path → message, for validation errors. */
  readonly fields: Record<string, string>;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    requestId?: string | null;
    fields?: Record<string, string>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId ?? null;
    this.fields = init.fields ?? {};
  }
}

/** Status 0: the request never got an HTTP answer (offline, DNS, server down behind no proxy). */
export const NETWORK_STATUS = 0;

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
