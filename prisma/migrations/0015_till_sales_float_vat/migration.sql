-- AlterTable
ALTER TABLE "CashClosing" ADD COLUMN     "openingFloat" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "locationId" INTEGER,
ADD COLUMN     "takenByUserId" INTEGER;

-- AlterTable
ALTER TABLE "Vendor" ADD COLUMN     "vatNumber" TEXT,
ADD COLUMN     "vatRate" INTEGER;

-- AlterTable
ALTER TABLE "Voucher" ADD COLUMN     "recipientName" TEXT,
ADD COLUMN     "saleInvoiceId" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "Voucher_saleInvoiceId_key" ON "Voucher"("saleInvoiceId");

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_locationId_fkey" FOREIGN KEY ("locationId") REFERENCES "Location"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Voucher" ADD CONSTRAINT "Voucher_saleInvoiceId_fkey" FOREIGN KEY ("saleInvoiceId") REFERENCES "Invoice"("id") ON DELETE SET NULL ON UPDATE CASCADE;
