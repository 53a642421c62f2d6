/**
 * The admin's entry point: Mantine's styles and the app (Mantine, UI language and session
 * providers around the router; the signed-in layers load after sign-in, see `App.tsx`).
 */
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
