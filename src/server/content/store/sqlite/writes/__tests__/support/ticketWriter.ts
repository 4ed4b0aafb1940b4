/**
 * A process for the ticket crash test: stores tickets one after another and prints
 * `n ticketId` on stdout after each commit, i.e. once the ticket is acknowledged.
 * Usage: node --import tsx ticketWriter.ts WRITES_FILE
 */
import { SqliteWriteStore } from '../../SqliteWriteStore';

const path = process.argv[2];
if (!path) throw new Error('usage: ticketWriter.ts WRITES_FILE');
const store = SqliteWriteStore.open(path);

async function run(): Promise<void> {
  for (let n = 0; ; n += 1) {
    const { ticket } = await store.createTicket(
      {
        locale: 'en_GB',
        name: 'Crash Test',
        email: `visitor${n}@example.com`,
        productModel: 'AT-55X89J',
        productName: 'at-55x89j',
        serialNumber: null,
        issueCategory: 'other',
        description: `Ticket number ${n} written while the process may be killed.`,
        createdAt: new Date().toISOString(),
      },
      `crash-key-${n}`,
    );
    process.stdout.write(`${n} ${ticket.ticketId}\n`);
  }
}

void run();
