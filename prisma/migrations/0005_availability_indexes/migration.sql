-- CreateIndex
CREATE INDEX "EmployeeService_serviceId_idx" ON "EmployeeService"("serviceId");

-- CreateIndex
CREATE INDEX "Event_vendorId_customerEnd_idx" ON "Event"("vendorId", "customerEnd");

-- CreateIndex
CREATE INDEX "MachineModelService_serviceId_idx" ON "MachineModelService"("serviceId");

-- CreateIndex
CREATE INDEX "ServicePart_serviceId_idx" ON "ServicePart"("serviceId");

-- CreateIndex
CREATE INDEX "TimetableRange_timetableId_idx" ON "TimetableRange"("timetableId");
