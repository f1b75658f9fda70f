/**
 * React's own useSyncExternalStore, given to wouter in place of the shim it imports for React
 * versions before 18 (see vite.config.ts): React 19 has it built in, so the shim is only bytes.
 */
export { useSyncExternalStore } from 'react';
