// Generates public/social-card.png: the site's own social card (og:image, 1200×630) for the pages that have none of
// their own (home, browse, profiles, site pages); each snippet has its own card (decision 029).
// Run once: node web/scripts/make-site-card.mjs (sharp draws the SVG with the system's sans-serif font).
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#032d60"/>
      <stop offset="1" stop-color="#0176d3"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#sky)"/>
  <g transform="translate(96 150) scale(5)">
    <rect width="32" height="32" rx="8" fill="#ffffff"/>
    <path d="M10.5 22.5h11.2a4.3 4.3 0 0 0 .6-8.56 5.8 5.8 0 0 0-11.1-1.3A4.95 4.95 0 0 0 10.5 22.5Z" fill="#0176d3"/>
    <path d="m14.2 15.2-2.3 2.3 2.3 2.3M17.8 15.2l2.3 2.3-2.3 2.3" fill="none" stroke="#ffffff" stroke-width="1.6"
      stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <text x="96" y="410" font-family="DejaVu Sans, sans-serif" font-size="84" font-weight="bold" fill="#ffffff">Cloud Snippets</text>
  <text x="96" y="480" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#d8e6fe">Salesforce code shared by the people who write it</text>
  <text x="96" y="540" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#aacbff">AMPscript · SSJS · SQL · Apex · LWC · Visualforce</text>
</svg>`;

const out = fileURLToPath(new URL('../public/social-card.png', import.meta.url));
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out);
console.log(`wrote ${out}`);
