import sharp from 'sharp';
const [,, src, dst, top, height] = process.argv;
const meta = await sharp(src).metadata();
await sharp(src).extract({ left: 0, top: Number(top), width: meta.width, height: Math.min(Number(height), meta.height - Number(top)) }).toFile(dst);
console.log(meta.width, meta.height);
