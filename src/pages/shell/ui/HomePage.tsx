import { Navigate, useLocation } from 'react-router-dom';
import { homeLanding } from '../lib/landing';

/** /home itself shows no page: it lands on the product centre or the store binding (000 §2). */
export function HomePage() {
  const { search } = useLocation();
  return <Navigate to={homeLanding(search)} replace />;
}
