// Replaced by the mock backend's Node setup (setupServer, onUnhandledRequest: 'error').
export {};
