import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { iconSpritePlugin } from './scripts/icon-sprite.ts';
import { preactClientPlugin } from './scripts/preact-client.ts';

export default defineConfig({
  plugins: [preactClientPlugin(), iconSpritePlugin(), reactRouter()],
  build: { target: 'es2022' },
});
