import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { iconSpritePlugin } from './scripts/icon-sprite.ts';

export default defineConfig({
  plugins: [iconSpritePlugin(), reactRouter()],
  build: { target: 'es2022' },
});
