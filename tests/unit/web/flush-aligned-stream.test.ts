import { describe, expect, it } from 'vitest';
import { FlushAlignedStream } from '../../../app/lib/flush-aligned-stream.server';

describe('FlushAlignedStream', () => {
  it('passes on what React wrote as one chunk per flush, and the rest at the end', async () => {
    const stream = new FlushAlignedStream();
    const chunks: string[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.write('<html>');
    stream.write('<body>');
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual([]);
    stream.flush();
    stream.write('<p>late</p>');
    stream.end('</body></html>');
    await ended;
    expect(chunks).toEqual(['<html><body>', '<p>late</p></body></html>']);
  });
});
