// The platform's OAuth client id and secret come from the build's environment (frontend/.env
// holds the default), not from the source, so that a deployment sets its own.

declare global {
  interface ImportMetaEnv {
    readonly VITE_CLIENT_ID: string;
    readonly VITE_CLIENT_SECRET: string;
  }
}

function required(name: 'VITE_CLIENT_ID' | 'VITE_CLIENT_SECRET'): string {
  const value = import.meta.env[name];
  if (!value) throw new Error(`${name} is not set (frontend/.env)`);
  return value;
}

/** `Basic base64(id:secret)`, the Authorization header of every call. */
export const basicAuthorization = `Basic ${btoa(`${required('VITE_CLIENT_ID')}:${required('VITE_CLIENT_SECRET')}`)}`;
