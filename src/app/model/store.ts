import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { baseApi, type ApiEnvironment } from '@/shared/api';
import { createSessionEnding } from './sessionEnding';

/**
 * The Redux store holds the API slice and nothing else; client state lives in effector.
 * The API gets the app's answer to an ended session through the store (its thunk extra
 * argument), one per store.
 */
export function createAppStore() {
  const environment: ApiEnvironment = createSessionEnding();
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: environment } }).concat(baseApi.middleware),
  });
  // Refetch on focus/reconnect and let polling pause while the tab is hidden.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
