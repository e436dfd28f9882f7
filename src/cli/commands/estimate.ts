import type { Command } from 'commander';
import { type ProductInput, ValidationError } from '../../client/index.js';
import { type ApiOptions, CliError, type CliIo, clientFor, EXIT } from '../cli-io.js';

interface EstimateOptions extends ApiOptions {
  price: string;
  description?: string;
  used?: boolean;
  currency?: string;
  postalCode?: string;
  country?: string;
  quantity?: string;
  json?: boolean;
}

const kg = (value: number | null) => (value === null ? '-' : `${value.toFixed(3)} kg CO2e`);

/** `footprint estimate "<name>" --price 19.99`: one product's footprint and how it was made. */
export function estimateCommand(program: Command, io: CliIo): void {
  program
    .command('estimate')
    .description('Footprint one product and explain the figure.')
    .argument('<name>', 'the product name, as in a shop listing')
    .requiredOption('--price <amount>', 'unit price, at most two decimals')
    .option('--description <text>', 'the listing description')
    .option('--used', 'a used (second-hand) product')
    .option('--currency <code>', 'ISO 4217 currency of the price (default USD)')
    .option('--postal-code <code>', 'where it was bought')
    .option('--country <code>', 'ISO 3166-1 alpha-2 (default US)')
    .option('--quantity <n>', 'how many (default 1)')
    .option('--json', 'print the API transaction as JSON')
    .option('--api-key <key>', 'API key (or FOOTPRINT_API_KEY)')
    .option('--base-url <url>', 'API base URL (or FOOTPRINT_BASE_URL)')
    .action(async (name: string, options: EstimateOptions) => {
      const price = Number(options.price);
      if (options.price.trim() === '' || !Number.isFinite(price)) {
        throw new CliError(`--price must be a number, not "${options.price}".`, EXIT.usage);
      }
      const item: ProductInput = { productName: name, productPrice: price };
      if (options.description !== undefined) item.productDescription = options.description;
      if (options.used) item.newProduct = false;
      if (options.currency !== undefined) item.currency = options.currency;
      if (options.postalCode !== undefined) item.postalCode = options.postalCode;
      if (options.country !== undefined) item.country = options.country as ProductInput['country'];
      if (options.quantity !== undefined) item.quantity = Number(options.quantity);
      const client = clientFor(options, io);
      const transaction = await footprintOrExplain(client, item);
      if (options.json) {
        io.stdout(`${JSON.stringify(transaction, null, 2)}\n`);
        return;
      }
      const first = transaction.items[0];
      if (!first) throw new CliError('The API answered a transaction without items.', EXIT.failed);
      const { footprint, submission } = first;
      const lines = [
        `${submission.title}`,
        `  ${submission.quantity} × ${submission.price} ${submission.currency}, ${submission.isUsed ? 'used' : 'new'}`,
        '',
        `Footprint:          ${kg(footprint.carbonFootprint)}${submission.isUsed ? ' (resale, transport and retail only)' : ' (cradle to shelf)'}`,
        `  savings (used):   ${kg(footprint.carbonFootprintSavings)}`,
        `  cradle to shelf:  ${kg(footprint.carbonFootprintCradleToShelf)}`,
        `  retail only:      ${kg(footprint.carbonFootprintRetailOnly)}`,
        `  per USD:          ${footprint.carbonFootprintPerDollar ?? '-'} kg CO2e`,
        `Category:           ${footprint.category.scheme} ${footprint.category.code} ${footprint.category.title}`,
        `  confidence:       ${footprint.category.confidence}${footprint.category.fallback ? ' (not recognised: the documented fallback category)' : ''}`,
        `How:                the price in the factors' dollar year × the category's emission factor`,
        `Method:             ${footprint.method}`,
        `Calculator:         ${footprint.version}, valid until ${footprint.expiresAt}`,
        `Transaction:        ${transaction.id} (${transaction.env})`,
      ];
      io.stdout(`${lines.join('\n')}\n`);
    });
}

async function footprintOrExplain(client: ReturnType<typeof clientFor>, item: ProductInput) {
  try {
    return await client.footprintProducts([item]);
  } catch (error) {
    if (error instanceof ValidationError) {
      const problems = error.errors.map(
        (e) => `  ${e.path.replace(/^\/items\/0/, '') || '/'}: ${e.message}`,
      );
      throw new CliError(
        `The API rejected the product:\n${problems.join('\n')}`,
        EXIT.rowsRejected,
      );
    }
    throw error;
  }
}
