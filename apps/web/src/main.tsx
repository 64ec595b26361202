import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n';
// antd's component styles as one static stylesheet, before ours (theme.ts: zeroRuntime).
import 'antd/dist/antd.css';
import './styles.css';
import { App } from './app/app';

// Rendered once the start-up language's texts are there (a chunk of its own unless English).
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
