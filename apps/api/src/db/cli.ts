import { todayInVietnam } from '@salon/domain';
import { loadConfig } from '../config.ts';
import { connectDatabase } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { ensureDemoShifts, isSeeded, seedDatabase } from './seed/index.ts';

// npm run db:migrate | db:seed
const command = process.argv[2];
const config = loadConfig();
const handle = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(handle.db);
  if (command === 'seed') {
    const today = todayInVietnam();
    if (await isSeeded(handle.db)) {
      const added = await ensureDemoShifts(handle.db, today);
      console.log(`demo data already present; ${added} shifts added for ${today} and the next 2 days`);
    } else {
      await seedDatabase(handle.db, today);
      console.log(`demo data loaded for ${today}`);
    }
  } else if (command === 'migrate') {
    console.log('migrations applied');
  } else {
    console.error('usage: cli.ts migrate|seed');
    process.exitCode = 2;
  }
} finally {
  await handle.close();
}
