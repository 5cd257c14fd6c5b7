#!/bin/sh
# The native Prisma schema engine cannot be downloaded on our machines; migrations are made
# with the WebAssembly engine instead.
echo "The native Prisma schema engine is not used in this project." >&2
echo "Create a migration with 'npm run migrate:new -- NAME'; migrations apply at start-up." >&2
exit 1
