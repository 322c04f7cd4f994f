from casualmagic.cli import main

main()
