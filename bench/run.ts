// `npm run bench`: every benchmark prints its rates next to a ceiling measured in the same run.
import { benchCodec } from './codec.ts';
import { benchInvoice } from './invoice.ts';
import { benchOffice } from './office.ts';
import { benchServer } from './server.ts';
import { benchStart } from './start.ts';
import { benchSync } from './sync.ts';
import { benchUi } from './ui.ts';
import { benchWeek } from './week.ts';

console.log(`setu-workbench bench — node ${process.version}, ${process.arch}`);
benchCodec();
await benchStart();
await benchOffice(await benchServer());
await benchSync();
await benchUi();
await benchWeek();
await benchInvoice();
