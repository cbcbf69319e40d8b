import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '../auth/auth-context.tsx';

/** Every screen needs a signed-in user; otherwise the visitor is sent to `/`. */
export function RequireAuth() {
  const { user } = useAuth();
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}
