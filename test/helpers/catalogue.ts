import { writeFileSync } from 'node:fs';
import { stringify } from 'csv-stringify/sync';

const PRODUCTS = [
  ['Apple MacBook Air 13-inch M3 Laptop', 1099],
  ['Sony WH-1000XM5 Wireless Noise Cancelling Headphones', 399.99],
  ["Levi's Women's 501 Original Fit Jeans", 79.5],
  ['Organic Cotton Crew Neck T-Shirt', 25.5],
  ['Crocs Classic Clog, Unisex', 49.99],
  ['Stainless Steel Insulated Water Bottle 32 oz', 34.95],
  ['LEGO Classic Creative Bricks Set', 59.99],
  ['Ceramic Coffee Mug, 12 oz', 12],
  ['Dyson V8 Cordless Vacuum Cleaner', 349],
  ['Cast Iron Skillet 10-inch', 24.9],
] as const;

/** A shop catalogue of `rows` products as the shop exports it: Title, Price, Condition, SKU. */
export function writeCatalogue(
  path: string,
  rows: number,
): Array<{ title: string; price: number }> {
  const products = Array.from({ length: rows }, (_, index) => {
    const [name, price] = PRODUCTS[index % PRODUCTS.length] ?? PRODUCTS[0];
    const variant = Math.floor(index / PRODUCTS.length) + 1;
    return {
      title: `${name} (variant ${variant})`,
      price: Math.round((price + (variant % 7) * 1.25) * 100) / 100,
      used: index % 5 === 0,
    };
  });
  writeFileSync(
    path,
    stringify([
      ['Title', 'Price', 'Condition', 'SKU'],
      ...products.map((p, index) => [
        p.title,
        p.price,
        p.used ? 'used' : 'new',
        `SKU-${index + 1}`,
      ]),
    ]),
  );
  return products;
}
