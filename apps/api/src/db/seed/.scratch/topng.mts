import sharp from 'sharp';
await sharp('/tmp/photo0.jpg').png().toFile('/tmp/photo0.png');
await sharp('/tmp/photo1.jpg').png().toFile('/tmp/photo1.png');
