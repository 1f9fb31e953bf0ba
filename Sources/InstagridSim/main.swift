print("instagrid-sim")
