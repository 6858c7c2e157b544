import { createHashRouter, RouterProvider } from 'react-router-dom';
import { Spin } from 'antd';
import { routes } from './routes';

const router = createHashRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}

/** Shown while a route's chunk loads. */
export function RouteFallback() {
  return <Spin fullscreen />;
}
