// What the gateway adds to Express' request (observability/request-id.ts sets it on every request).
declare global {
  namespace Express {
    interface Request {
      /** The request's id (x-request-id): the client's when it is a safe token, else a new one. */
      requestId?: string;
    }
  }
}

export {};
