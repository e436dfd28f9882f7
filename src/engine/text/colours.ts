/** Plain colour names: never what a product is, in any department. */
export const PLAIN_COLOURS: readonly string[] = [
  'black',
  'white',
  'grey',
  'gray',
  'blue',
  'red',
  'green',
  'pink',
  'brown',
  'beige',
  'yellow',
  'purple',
];
