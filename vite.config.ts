import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { docsPlugin } from './plugins/vite-plugin-docs.ts'

export default defineConfig({
  plugins: [
    docsPlugin({
      contentDir: 'content',
      // remarkPlugins: [remarkSomething], rehypePlugins: [rehypeSomething]
    }),
    react(),
  ],
  build: {
    target: 'es2022',
    rollupOptions: {
      output: {
        chunkFileNames: 'assets/[name]-[hash].js',
      },
    },
  },
})
