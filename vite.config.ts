import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { iconSpritePlugin } from './scripts/icon-sprite.ts';
import { shellChunkPlugin } from './scripts/shell-chunk.ts';

export default defineConfig({
  plugins: [iconSpritePlugin(), shellChunkPlugin(), reactRouter()],
  build: { target: 'es2022' },
});
